/**
 * Copy of the public site (learn, exam, educator, pricing, blog and legal pages; issue 5) and the
 * messages of the public sign-up endpoints. `{{operatorName}}`-style values are filled at render.
 */
export const publicSite = {
  site: {
    name: 'Mnemo',
    tagline: 'Turn what you study into flashcards, quizzes and guided sessions.',
    ogLocale: 'en_GB',
  },
  nav: {
    skip: 'Skip to main content',
    primary: 'Main',
    home: 'Mnemo home',
    pricing: 'Pricing',
    educators: 'Educators',
    blog: 'Blog',
    login: 'Log in',
    register: 'Sign up free',
    openApp: 'Open Mnemo',
    language: 'Language',
    switchTo: 'Português',
    switchToLabel: 'Ler esta página em português',
  },
  footer: {
    label: 'Footer',
    tagline: 'A study tool you can run yourself. Your material stays in your account.',
    learnHeading: 'Study methods',
    examsHeading: 'Exams',
    productHeading: 'Mnemo',
    bookMeeting: 'Book a meeting',
    bookMeetingHint: 'Talk to us about Mnemo for your school or team.',
    terms: 'Terms and Conditions',
    privacy: 'Privacy policy',
    operatedBy: 'This Mnemo server is operated by {{operatorName}}.',
  },
  common: {
    ctaRegister: 'Create your free account',
    ctaNote: 'Free plan, no card needed.',
    howItWorks: 'How it works',
    stepLabel: 'Step {{n}}',
    keyFeatures: 'Key features',
    perfectFor: 'Perfect for',
    contentTypes: 'Works with what you already study',
    exploreMore: 'Explore more ways to study',
    faq: 'Frequently asked questions',
    research: 'The research behind it',
    researchIntro: 'Each figure below summarises published research. Follow the link to read the source.',
    source: 'Source',
    processing: 'Processing usually takes under 1 minute.',
    examComponents: 'What the exam looks like',
    subjects: 'Subjects',
    studyFeatures: 'How Mnemo helps you prepare',
    tips: 'Preparation tips',
    comingSoon: 'Coming soon',
    backToTop: 'Back to top',
  },
  claims: {
    quizRetention: {
      text: '73% better retention from quizzes',
      note: 'Students who practised recalling a text by taking tests remembered more of it a week later than students who spent the same time re-reading it.',
    },
    lessForgetting: {
      text: '50% less forgetting',
      note: 'Spreading reviews out over time, instead of cramming them together, reliably reduces how much is forgotten.',
    },
    dayLoss: {
      text: '50% of information lost within a day without review',
      note: 'Ebbinghaus measured how quickly newly learned material fades; a modern replication found the same steep drop in the first day.',
    },
    recall: {
      text: 'up to 30% recall improvement',
      note: 'A review of ten study techniques rated practice testing and spaced practice the most useful, with gains across ages, materials and tests.',
    },
    activeLearning: {
      text: '1.5x fewer failures with active learning',
      note: 'Across 225 studies in science, engineering and maths, students in traditional lectures were 1.5 times more likely to fail than students in active-learning classes.',
    },
    classSize: {
      text: 'class sizes scaling to hundreds of students',
      note: 'The benefits of active learning held in small classes and in large ones.',
    },
  },
  contentTypes: {
    pdf: { title: 'PDF files', text: 'Text-based PDFs: lecture notes, papers, textbooks.' },
    powerpoint: { title: 'PowerPoint slides', text: '.ppt and .pptx decks, slide by slide.' },
    youtube: { title: 'YouTube videos', text: 'Public videos, through their captions.' },
    audio: { title: 'Audio recordings', text: 'MP3 and WAV under 100 MB, with speakers detected.' },
    web: { title: 'Web pages', text: 'Articles and documentation, from a link.' },
    text: { title: 'Pasted text', text: 'Anything you can copy: notes, summaries, transcripts.' },
  },
  learn: {
    flashcards: {
      linkLabel: 'Flashcards with spaced repetition',
      meta: {
        title: 'AI flashcard maker with spaced repetition | Mnemo',
        description:
          'Turn PDFs, slides, videos and notes into flashcards in about a minute, then review them with adaptive spaced repetition that schedules each card for you.',
        keywords: 'AI flashcards, flashcard maker, spaced repetition, active recall, study cards, Anki alternative',
      },
      hero: {
        eyebrow: 'Flashcards',
        title: 'Flashcards made from your own material, reviewed at the right moment',
        subtitle:
          'Upload a lecture, a chapter or a video and Mnemo writes the flashcards for you. Rate each card Easy, Medium or Hard and spaced repetition decides when you see it again.',
      },
      howToName: 'How to make flashcards from your study material with Mnemo',
      steps: [
        {
          title: 'Add your material',
          text: 'Upload a PDF or PowerPoint, paste text, or paste a link to a web page or a public YouTube video.',
        },
        {
          title: 'Get your flashcards',
          text: 'Mnemo reads the material and writes question-and-answer cards on its key ideas. Edit, add or delete any card.',
        },
        {
          title: 'Review and rate',
          text: 'Answer from memory, flip the card and rate it Easy, Medium or Hard. The next review is scheduled for you.',
        },
      ],
      features: [
        {
          title: 'Adaptive spaced repetition',
          text: 'Easy cards come back much later, Medium cards at a normal interval, Hard cards soon. Each button shows when the card will return.',
        },
        {
          title: 'Cards you can trust',
          text: 'Every generated card keeps the passage it came from, so you can jump to the exact page, slide or timestamp.',
        },
        {
          title: 'Fully editable',
          text: 'Rewrite a card in your own words, add your own, or remove the ones you already know.',
        },
        {
          title: 'Chat about a card',
          text: 'Not sure why an answer is right? Ask the AI chat, which answers only from your material.',
        },
      ],
      audiences: [
        { title: 'University students', text: 'Keep up with weekly lectures instead of cramming before the exam.' },
        {
          title: 'Exam candidates',
          text: 'Bar, medicine, SAT or national exams: facts and definitions that must stick.',
        },
        { title: 'Language learners', text: 'Vocabulary and grammar from the texts you actually read.' },
        {
          title: 'Professionals',
          text: 'Certifications, product knowledge and procedures you need to recall on demand.',
        },
      ],
      contentIntro: 'Make flashcards from any of these, or mix several in one session:',
      ready: {
        title: 'Ready to stop re-reading and start remembering?',
        text: 'Create a free account and make your first deck from the material on your desk right now.',
      },
      faq: [
        {
          q: 'How does Mnemo decide when I see a card again?',
          a: 'Mnemo uses the FSRS spaced-repetition algorithm. Your rating moves the card: Hard brings it back within minutes, Medium schedules a normal interval and Easy pushes it further out. Intervals grow as you keep remembering a card.',
        },
        {
          q: 'Can I edit the flashcards Mnemo creates?',
          a: 'Yes. You can change the front or back of any card, add your own cards and delete the ones you do not need. Your edits are saved as you work.',
        },
        {
          q: 'How long does it take to create flashcards?',
          a: 'Processing usually takes under 1 minute. Long recordings or large documents can take a little longer, and you can watch each stage as it happens.',
        },
        {
          q: 'Do the flashcards count against my plan?',
          a: 'Each generated flashcard counts as one exercise in your monthly allowance. Cards you write yourself do not count.',
        },
      ],
    },
    quizzes: {
      linkLabel: 'Quizzes with AI feedback',
      meta: {
        title: 'AI quiz generator from your notes and PDFs | Mnemo',
        description:
          'Generate multiple-choice, true/false and open-ended questions from your own material. Open answers are graded by AI with an expected answer and an explanation.',
        keywords:
          'AI quiz generator, practice questions, multiple choice, open-ended questions, self-testing, retrieval practice',
      },
      hero: {
        eyebrow: 'Quizzes',
        title: 'Test yourself on exactly what you need to know',
        subtitle:
          'Mnemo turns your material into multiple-choice, true/false and open-ended questions, grades your open answers and explains what you missed.',
      },
      howToName: 'How to generate a practice quiz from your study material with Mnemo',
      steps: [
        {
          title: 'Add your material',
          text: 'Upload a file, paste text or add a link. Choose the question types and the language of the questions.',
        },
        {
          title: 'Answer the questions',
          text: 'Work through multiple-choice, true/false and open-ended questions written from your material.',
        },
        {
          title: 'Learn from the feedback',
          text: 'Open answers get an AI evaluation beside the expected answer. Ask for an explanation of any question.',
        },
      ],
      features: [
        {
          title: 'Three question types',
          text: 'Multiple choice for breadth, true/false for quick checks and open-ended questions for real understanding.',
        },
        {
          title: 'Graded open answers',
          text: 'Write your answer in your own words; the AI says whether it is correct, partly correct or incorrect, and shows the expected answer.',
        },
        { title: 'A grade from A to F', text: 'Each quiz ends with a grade and tips on what to review next.' },
        {
          title: 'Six question languages',
          text: 'Questions in English, Portuguese, Spanish, French, German or Italian.',
        },
      ],
      audiences: [
        { title: 'Students before a test', text: 'Find your gaps while there is still time to close them.' },
        { title: 'Teachers and tutors', text: 'Draft practice questions from your own handouts in minutes.' },
        { title: 'Self-learners', text: 'Check that a course or a book really sank in.' },
        { title: 'Teams in training', text: 'Turn onboarding documents into a quick knowledge check.' },
      ],
      contentIntro: 'Generate questions from any of these sources:',
      ready: {
        title: 'Find out what you really know',
        text: 'Create a free account and take your first quiz on your own material.',
      },
      faq: [
        {
          q: 'What kinds of questions can Mnemo write?',
          a: 'Multiple-choice, true/false and open-ended questions. You choose which types to include when you create a session; at least one is required.',
        },
        {
          q: 'How are open answers graded?',
          a: 'The AI compares your answer with the expected answer drawn from your material and marks it correct, partially correct or incorrect, with feedback on what to add.',
        },
        {
          q: 'Can I edit or add questions?',
          a: 'Yes. Every generated question can be edited, and you can write your own.',
        },
        {
          q: 'In which languages can questions be generated?',
          a: 'German, English, Spanish, French, Italian and Portuguese, whatever the language of the interface.',
        },
      ],
    },
    pdf: {
      linkLabel: 'Study from PDFs',
      meta: {
        title: 'Study from PDFs: summaries, flashcards and quizzes | Mnemo',
        description:
          'Upload a text-based PDF and get a summary, flashcards and practice questions, then read and annotate it side by side with your study tools.',
        keywords: 'PDF study tool, PDF to flashcards, PDF summary, PDF quiz, annotate PDF, lecture notes',
      },
      hero: {
        eyebrow: 'PDF',
        title: 'Turn any PDF into a study session',
        subtitle:
          'Lecture notes, papers and textbook chapters become a summary, flashcards and questions, with the PDF open beside them for reading and annotating.',
      },
      howToName: 'How to study a PDF with Mnemo',
      steps: [
        { title: 'Upload your PDF', text: 'Drop a text-based PDF into a new session and give the session a name.' },
        {
          title: 'Read the summary',
          text: 'Mnemo extracts the text page by page and writes a summary and the key concepts.',
        },
        {
          title: 'Study and annotate',
          text: 'Highlight passages, draw around figures, add notes, then review the flashcards and questions made from the document.',
        },
      ],
      features: [
        { title: 'Summary and key concepts', text: 'See what the document is about before you dive in.' },
        { title: 'Highlights and notes', text: 'Select text or mark an area of a page, pick a colour and add a note.' },
        { title: 'Page-accurate sources', text: 'Every card and question links back to the page it came from.' },
        {
          title: 'Chat with the document',
          text: 'Ask questions and get answers drawn only from your PDF, with citations.',
        },
      ],
      audiences: [
        {
          title: 'Students with reading lists',
          text: 'Get through long chapters and papers without losing the thread.',
        },
        { title: 'Researchers', text: 'Keep track of the key claims of the papers you read.' },
        { title: 'Law and medicine students', text: 'Dense texts, lots of detail, and exams that test it.' },
        { title: 'Professionals', text: 'Manuals, policies and reports you need to know well.' },
      ],
      contentIntro: 'PDFs work best, and these sources work too:',
      ready: {
        title: 'Your next PDF could be your last re-read',
        text: 'Create a free account and upload the document you are studying today.',
      },
      faq: [
        {
          q: 'Which PDFs are supported?',
          a: 'Text-based PDFs, where you can select the text. Scanned pages without a text layer cannot be read; Mnemo tells you when that happens.',
        },
        {
          q: 'Is there a size limit?',
          a: 'Yes, it depends on your plan: from 10 MB on the free plan up to 50 MB on Ultimate. See the pricing page for details.',
        },
        {
          q: 'Can I annotate the PDF?',
          a: 'Yes. You can highlight selected text or mark a free area of a page, choose a colour and attach a note. Annotations are saved with your session.',
        },
        {
          q: 'Who can see my documents?',
          a: 'Only you. Your documents and everything generated from them are kept in your account, and you can delete them at any time. You can choose to share a session by link.',
        },
      ],
    },
    powerpoint: {
      linkLabel: 'Study from PowerPoint slides',
      meta: {
        title: 'Turn PowerPoint slides into flashcards and quizzes | Mnemo',
        description:
          'Upload .ppt or .pptx lecture slides and get a summary, flashcards and practice questions linked to each slide. Study the deck instead of just reading it.',
        keywords: 'PowerPoint to flashcards, PPTX study, lecture slides quiz, slides summary, study from slides',
      },
      hero: {
        eyebrow: 'PowerPoint',
        title: 'Lecture slides, turned into something you can practise',
        subtitle:
          'Upload the deck from class and Mnemo builds flashcards and questions from every slide, including the speaker notes, so you learn what the slides only hint at.',
      },
      howToName: 'How to study PowerPoint slides with Mnemo',
      steps: [
        { title: 'Upload the deck', text: 'Add a .pptx or .ppt file to a new session.' },
        {
          title: 'Let Mnemo read every slide',
          text: 'Text and speaker notes are extracted slide by slide, then summarised.',
        },
        {
          title: 'Practise slide by slide',
          text: 'Review flashcards and questions; each one links back to its slide.',
        },
      ],
      features: [
        {
          title: 'Speaker notes included',
          text: 'The explanations lecturers keep in the notes become part of what you study.',
        },
        { title: 'Slide references', text: 'Jump from any card or question to the slide it was made from.' },
        { title: 'Old and new formats', text: 'Both .pptx and legacy .ppt files are accepted.' },
        {
          title: 'Mix with other sources',
          text: 'Combine a deck with the matching reading or recording in one session.',
        },
      ],
      audiences: [
        { title: 'University students', text: 'Turn every week of slides into a short review.' },
        { title: 'Teachers', text: 'Make practice questions from the decks you already present.' },
        { title: 'Corporate trainees', text: 'Remember the training deck after the training day.' },
        { title: 'Conference goers', text: 'Keep the key points of the talks you attended.' },
      ],
      contentIntro: 'Pair your slides with any of these:',
      ready: {
        title: 'Make this week’s slides stick',
        text: 'Create a free account and upload your latest lecture deck.',
      },
      faq: [
        {
          q: 'Which PowerPoint formats work?',
          a: 'Both .pptx and the older .ppt format. Legacy .ppt files are converted on the server first, which can take a few seconds longer.',
        },
        {
          q: 'Are speaker notes used?',
          a: 'Yes. Notes often hold the explanation behind a slide, so Mnemo reads them with the slide text.',
        },
        {
          q: 'What if my file does not open?',
          a: 'A password-protected or damaged deck cannot be read. Mnemo shows a clear message, saves nothing half-made, and you can try again with another copy.',
        },
        {
          q: 'Are images on slides understood?',
          a: 'Mnemo studies the text of slides and notes. Text inside pictures is not read.',
        },
      ],
    },
    youtube: {
      linkLabel: 'Study from YouTube videos',
      meta: {
        title: 'Learn from YouTube videos with flashcards and quizzes | Mnemo',
        description:
          'Paste a public YouTube link and get a summary, flashcards and questions from the video, each linked to the moment it comes from.',
        keywords: 'YouTube to flashcards, learn from YouTube, video summary, video quiz, lecture video notes',
      },
      hero: {
        eyebrow: 'YouTube',
        title: 'Watch once, remember for longer',
        subtitle:
          'Paste the link to a lecture, a tutorial or a documentary. Mnemo turns what is said into a summary, flashcards and questions, with timestamps back to the video.',
      },
      howToName: 'How to study a YouTube video with Mnemo',
      steps: [
        {
          title: 'Paste the link',
          text: 'Copy the address of a public YouTube video and paste it into a new session.',
        },
        {
          title: 'Mnemo reads the captions',
          text: 'The video’s captions are split into passages with their timestamps and summarised.',
        },
        {
          title: 'Review what was said',
          text: 'Study the flashcards and questions, and jump to the exact moment in the video when you need context.',
        },
      ],
      features: [
        {
          title: 'Timestamps everywhere',
          text: 'Each card and question points to the second of the video it came from.',
        },
        { title: 'Watch beside your notes', text: 'The video plays in the session next to your study tools.' },
        { title: 'Several videos per session', text: 'Combine a playlist’s worth of lectures into one subject.' },
        { title: 'Ask about the video', text: 'The chat answers from the transcript, with the timestamps it used.' },
      ],
      audiences: [
        { title: 'Online learners', text: 'Turn free courses into knowledge you can test.' },
        { title: 'Students', text: 'Recorded lectures and explainer videos that complement your classes.' },
        { title: 'Hobbyists', text: 'From history to cooking: keep what you watched.' },
        { title: 'Professionals', text: 'Conference talks and product webinars worth remembering.' },
      ],
      contentIntro: 'Videos work alongside these sources:',
      ready: {
        title: 'Make your watch time count',
        text: 'Create a free account and paste the link of the video you are learning from.',
      },
      faq: [
        {
          q: 'Which videos can I use?',
          a: 'Public YouTube videos that have captions, either written by the author or generated automatically. Private, unlisted-only or caption-less videos cannot be processed.',
        },
        {
          q: 'Does Mnemo download the video?',
          a: 'No. It reads the captions and shows the video through YouTube’s own player.',
        },
        {
          q: 'Can I use a video in another language?',
          a: 'Yes. You choose the language of the questions; the material itself can be in any of the six supported languages.',
        },
        { q: 'How long does it take?', a: 'Processing usually takes under 1 minute, even for long lectures.' },
      ],
    },
    audio: {
      linkLabel: 'Study from audio recordings',
      meta: {
        title: 'Turn lecture recordings into notes and flashcards | Mnemo',
        description:
          'Upload an MP3 or WAV recording of a lecture, a podcast or a meeting. Mnemo transcribes it, detects the speakers and makes flashcards and questions.',
        keywords:
          'audio transcription, lecture recording, speaker detection, podcast notes, audio to flashcards, MP3 to notes',
      },
      hero: {
        eyebrow: 'Audio',
        title: 'Your recordings, transcribed and ready to study',
        subtitle:
          'Record the lecture, upload the file, and get a transcript with each speaker named, plus flashcards and questions on what was said.',
      },
      howToName: 'How to study an audio recording with Mnemo',
      steps: [
        { title: 'Upload the recording', text: 'Add an MP3 or WAV file under 100 MB to a new session.' },
        {
          title: 'Get the transcript',
          text: 'Mnemo compresses and transcribes the audio and separates the speakers. Give each speaker a name.',
        },
        {
          title: 'Study what was said',
          text: 'Review the summary, flashcards and questions; each links back to its moment in the recording.',
        },
      ],
      features: [
        {
          title: 'Speaker detection',
          text: 'Voices are told apart, so a seminar or an interview reads like a conversation. Rename speakers and pick an avatar.',
        },
        { title: 'Timed transcript', text: 'Click a line to hear it again.' },
        { title: 'Cards from the spoken word', text: 'Flashcards and questions come from what was actually said.' },
        { title: 'Search and chat', text: 'Find the moment a topic came up, or ask the chat about it.' },
      ],
      audiences: [
        { title: 'Students who record lectures', text: 'Listen in class, study the transcript later.' },
        { title: 'Podcast listeners', text: 'Keep the ideas from the episodes you love.' },
        { title: 'Researchers', text: 'Interviews and focus groups, transcribed by speaker.' },
        { title: 'Teams', text: 'Training calls and briefings everyone should remember.' },
      ],
      contentIntro: 'Combine recordings with these sources:',
      ready: {
        title: 'Stop rewinding, start reviewing',
        text: 'Create a free account and upload your latest recording.',
      },
      faq: [
        {
          q: 'Which audio files are supported?',
          a: 'MP3 and WAV files under 100 MB. Your plan’s file-size limit also applies.',
        },
        {
          q: 'How are speakers detected?',
          a: 'Mnemo groups the voices it hears and labels them Speaker 1, Speaker 2 and so on. You can rename each speaker and choose an avatar.',
        },
        {
          q: 'Does transcription work on every server?',
          a: 'Transcription uses the speech-to-text service chosen by whoever runs this Mnemo server. If none is set up, audio sessions are not available and Mnemo says so.',
        },
        {
          q: 'Is my recording kept private?',
          a: 'Yes. The recording, its transcript and everything made from it stay in your account and can be deleted at any time.',
        },
      ],
    },
    web: {
      linkLabel: 'Study from web pages',
      meta: {
        title: 'Turn web articles into flashcards and quizzes | Mnemo',
        description:
          'Paste the link to an article, a blog post or documentation. Mnemo keeps the readable text, saves the page as a PDF and makes flashcards and questions from it.',
        keywords:
          'web page to flashcards, article summary, learn from articles, study online documentation, URL to quiz',
      },
      hero: {
        eyebrow: 'Web pages',
        title: 'Read it online, keep it for good',
        subtitle:
          'Paste a link and Mnemo strips away menus and adverts, keeps the article, and turns it into a summary, flashcards and questions.',
      },
      howToName: 'How to study a web page with Mnemo',
      steps: [
        { title: 'Paste the link', text: 'Copy the address of an article or documentation page into a new session.' },
        {
          title: 'Mnemo keeps the article',
          text: 'The readable content is extracted and saved as a PDF you can annotate.',
        },
        { title: 'Study it', text: 'Review the summary, flashcards and questions made from the page.' },
      ],
      features: [
        { title: 'Only the content', text: 'Navigation, cookie banners and adverts are left out.' },
        {
          title: 'A copy that does not change',
          text: 'The page is saved in your session, so your cards still match it if the site changes.',
        },
        { title: 'Annotate like a PDF', text: 'Highlight and add notes to the saved page.' },
        { title: 'Safe fetching', text: 'Mnemo only fetches public web addresses, never private networks.' },
      ],
      audiences: [
        { title: 'Developers', text: 'Learn a framework from its documentation.' },
        { title: 'Students', text: 'Online readings and encyclopedia articles assigned in class.' },
        { title: 'Curious readers', text: 'Long reads you want to remember next month.' },
        { title: 'Professionals', text: 'Industry news and regulations that matter to your work.' },
      ],
      contentIntro: 'Web pages work together with these sources:',
      ready: {
        title: 'Turn your open tabs into knowledge',
        text: 'Create a free account and paste the link you are reading now.',
      },
      faq: [
        {
          q: 'Which pages work?',
          a: 'Public pages whose content is in the page itself, such as articles, blog posts and documentation. Pages behind a login or a paywall cannot be read.',
        },
        {
          q: 'Why is the page saved as a PDF?',
          a: 'So you can read and annotate the same version your flashcards were made from, even if the website changes later.',
        },
        {
          q: 'Can I add several links?',
          a: 'Yes. Add more material to the same session to study a topic from several sources.',
        },
        {
          q: 'What happens if a page cannot be reached?',
          a: 'Mnemo shows a clear message and keeps nothing half-made. Check the address and try again.',
        },
      ],
    },
    timeboxing: {
      linkLabel: 'Guided 45-minute sessions',
      meta: {
        title: 'Guided study sessions with timeboxing | Mnemo',
        description:
          'Guided mode walks you through a 45-minute session in six stages: preview, active learning, flashcards, review, break and questions. No planning needed.',
        keywords:
          'timeboxing, guided study session, study timer, pomodoro alternative, focused studying, study routine',
      },
      hero: {
        eyebrow: 'Guided mode',
        title: 'A 45-minute study session that plans itself',
        subtitle:
          'Choose guided mode and Mnemo leads you through six stages, from a first preview to a final set of questions, with a real break in the middle.',
      },
      howToName: 'How to run a guided 45-minute study session with Mnemo',
      steps: [
        { title: 'Upload your material', text: 'Create a session from a file, text or link.' },
        { title: 'Choose guided mode', text: 'Pick guided instead of freestyle when you start.' },
        {
          title: 'Follow the stages',
          text: 'Preview, Active Learning, Flashcards, Review, Break and Questions, each with its own time box.',
        },
      ],
      features: [
        {
          title: 'Six stages, one flow',
          text: 'Preview the material, read actively with annotations, recall with flashcards, review, rest, then test yourself.',
        },
        { title: 'About 45 minutes', text: 'Long enough to learn something properly, short enough to start today.' },
        {
          title: 'A break that restores',
          text: 'A guided non-sleep deep rest break, because attention needs recovery.',
        },
        { title: 'Freestyle when you want it', text: 'Switch back to freestyle to study in any order.' },
      ],
      audiences: [
        { title: 'Procrastinators', text: 'No decisions about what to do next: just press start.' },
        { title: 'Busy students', text: 'A complete session fits between two classes.' },
        { title: 'Adults returning to study', text: 'A structure that makes a new habit easier.' },
        { title: 'Anyone who gets distracted', text: 'Clear time boxes make it easier to stay on task.' },
      ],
      contentIntro: 'Start a guided session from any of these:',
      ready: {
        title: 'Your next 45 minutes, planned',
        text: 'Create a free account and start your first guided session.',
      },
      faq: [
        {
          q: 'What are the stages of guided mode?',
          a: 'Preview, Active Learning, Flashcards, Review, Break and Questions, with a start and a finish screen around them.',
        },
        {
          q: 'How long does a guided session take?',
          a: 'About 45 minutes. You can finish a stage early or take a little longer when you need to.',
        },
        {
          q: 'Why is there a break in the middle?',
          a: 'For long sessions a break every 20 to 30 minutes helps you stay focused. Guided mode builds a short, guided rest into the session.',
        },
        {
          q: 'Can I switch to freestyle?',
          a: 'Yes. Freestyle lets you use the summary, flashcards, questions and chat in any order.',
        },
      ],
    },
    microlearning: {
      linkLabel: 'Microlearning in short sessions',
      meta: {
        title: 'Microlearning: study in sessions under 20 minutes | Mnemo',
        description:
          'Short study sessions under 20 minutes, focused on one to three key concepts. Learn on the bus, between meetings or before bed.',
        keywords: 'microlearning, short study sessions, bite-sized learning, daily study habit, quick review',
      },
      hero: {
        eyebrow: 'Microlearning',
        title: 'Small sessions, solid progress',
        subtitle:
          'A microlearning session lasts under 20 minutes and covers one to three key concepts. Do one a day and watch it add up.',
      },
      howToName: 'How to study with microlearning sessions in Mnemo',
      steps: [
        { title: 'Pick a small piece', text: 'Add a single section, a short video or a few pages.' },
        { title: 'Focus on 1–3 concepts', text: 'Mnemo’s summary names the key concepts; study just those.' },
        {
          title: 'Review tomorrow',
          text: 'Spaced repetition brings the cards back when you are about to forget them.',
        },
      ],
      features: [
        { title: 'Under 20 minutes', text: 'Short enough for any gap in your day.' },
        { title: 'One to three concepts', text: 'A clear goal for every session.' },
        { title: 'Reviews that add up', text: 'Daily short reviews keep earlier sessions fresh.' },
        { title: 'Works on your phone', text: 'Review cards in the browser wherever you are.' },
      ],
      audiences: [
        { title: 'Commuters', text: 'Turn travel time into study time.' },
        { title: 'Working professionals', text: 'Keep learning without blocking out evenings.' },
        { title: 'Parents', text: 'Study in the moments you actually have.' },
        { title: 'Students building a habit', text: 'A little every day beats a lot once a week.' },
      ],
      contentIntro: 'Short sessions work with all of these:',
      ready: {
        title: 'Twenty minutes is enough to start',
        text: 'Create a free account and do your first short session today.',
      },
      faq: [
        {
          q: 'What counts as microlearning in Mnemo?',
          a: 'A session under 20 minutes focused on one to three key concepts.',
        },
        {
          q: 'Is a short session really useful?',
          a: 'Yes, when it is repeated. Spacing short reviews over days is one of the most reliable ways to remember, and it is what spaced repetition schedules for you.',
        },
        {
          q: 'Can I combine short sessions with guided mode?',
          a: 'Guided mode is a longer, 45-minute format. Use microlearning on busy days and guided mode when you have more time.',
        },
        { q: 'Do I need the app installed?', a: 'No. Mnemo runs in your browser on a computer, tablet or phone.' },
      ],
    },
  },
  exams: {
    law: {
      linkLabel: 'Bar exam (US and Portugal)',
      meta: {
        title: 'Bar exam preparation with AI flashcards and quizzes | Mnemo',
        description:
          'Prepare for the US bar exam and the Portuguese Ordem dos Advogados exam with flashcards and questions made from your outlines, codes and cases.',
        keywords: 'bar exam prep, UBE, MBE flashcards, MEE practice, Ordem dos Advogados exame, law school study',
      },
      hero: {
        eyebrow: 'Bar exam',
        title: 'Prepare for the bar with your own outlines',
        subtitle:
          'Whether you sit the Uniform Bar Exam in the United States or the Ordem dos Advogados exam in Portugal, Mnemo turns your outlines, codes and cases into daily practice.',
      },
      intro:
        'Bar exams test a large body of rules under time pressure. Recalling rules from memory and applying them to facts, again and again, is what makes them available on exam day.',
      components: [
        {
          title: 'Uniform Bar Exam (United States)',
          description:
            'Two days in most jurisdictions that use it: the Multistate Bar Examination (MBE, 200 multiple-choice questions), the Multistate Essay Examination (MEE, six essays) and the Multistate Performance Test (MPT, two practical tasks). Several jurisdictions are moving to the NextGen bar exam from 2026, so check the format of the one you will sit.',
          subjects: [
            'Civil Procedure',
            'Constitutional Law',
            'Contracts',
            'Criminal Law and Procedure',
            'Evidence',
            'Real Property',
            'Torts',
            'Business Associations',
            'Family Law',
            'Trusts and Estates',
          ],
        },
        {
          title: 'Ordem dos Advogados exam (Portugal)',
          description:
            'At the end of the traineeship, trainee lawyers sit the Ordem dos Advogados’ final assessment exam (exame final de avaliação e agregação): written papers on legal practice and professional ethics, then an oral exam. Check the current regulation of the Ordem for the exact papers and dates.',
          subjects: [
            'Prática Processual Civil',
            'Prática Processual Penal',
            'Deontologia Profissional',
            'Organização Judiciária',
            'Direito Constitucional e Direitos Humanos',
          ],
        },
      ],
      studyFeatures: [
        {
          title: 'Rule flashcards',
          text: 'Elements, exceptions and tests from your outlines, reviewed with spaced repetition.',
        },
        {
          title: 'Multiple-choice drills',
          text: 'MBE-style questions from your material, with an explanation for each answer.',
        },
        { title: 'Graded essay answers', text: 'Write open answers and compare them with the expected answer.' },
        {
          title: 'Codes and cases as PDFs',
          text: 'Annotate statutes and judgments and make cards from your highlights.',
        },
      ],
      tips: [
        {
          title: 'Start with rule statements',
          text: 'Make sure you can state each rule before practising fact patterns.',
        },
        { title: 'Practise under time', text: 'Use guided mode to study in fixed time boxes, like the exam itself.' },
        {
          title: 'Review every day',
          text: 'A short daily review keeps hundreds of rules available; cramming does not.',
        },
        {
          title: 'Learn from wrong answers',
          text: 'Read the explanation of every missed question and turn it into a card.',
        },
      ],
      faq: [
        {
          q: 'Does Mnemo include official bar questions?',
          a: 'No. Mnemo makes flashcards and questions from the material you upload, such as your outlines, codes and case notes. Use the official practice materials alongside it.',
        },
        {
          q: 'Can I study Portuguese law in Portuguese?',
          a: 'Yes. Set the interface to Portuguese and choose Portuguese as the question language.',
        },
        {
          q: 'Does it work with long codes?',
          a: 'Yes, within your plan’s file-size limit. Splitting a code into the books you are studying makes sessions easier to review.',
        },
        {
          q: 'Is my bar preparation material private?',
          a: 'Yes. Everything you upload and everything generated from it stays in your account until you delete it.',
        },
      ],
      ready: {
        title: 'Make every rule stick before exam day',
        text: 'Create a free account and upload your first outline.',
      },
    },
    medicine: {
      linkLabel: 'Medicine (MCAT and Portugal)',
      meta: {
        title: 'MCAT and medical school admission prep | Mnemo',
        description:
          'Prepare for the MCAT and for Portugal’s medical school admission exams with flashcards, practice questions and guided sessions made from your notes.',
        keywords:
          'MCAT prep, MCAT flashcards, medical school admission, exames nacionais medicina, biology flashcards, pre-med study',
      },
      hero: {
        eyebrow: 'Medicine',
        title: 'The facts of medicine, learned to last',
        subtitle:
          'From MCAT content review to the national exams that open the door to medical school in Portugal, Mnemo helps you remember a huge amount of detail.',
      },
      intro:
        'Entry to medicine rewards knowledge that is both broad and precise. Regular retrieval practice spread over months beats last-minute review.',
      components: [
        {
          title: 'MCAT (United States and Canada)',
          description:
            'A computer-based exam of about seven and a half hours in four sections, each scored from 118 to 132 for a total between 472 and 528.',
          subjects: [
            'Biological and Biochemical Foundations of Living Systems',
            'Chemical and Physical Foundations of Biological Systems',
            'Psychological, Social, and Biological Foundations of Behavior',
            'Critical Analysis and Reasoning Skills',
          ],
        },
        {
          title: 'Medical school admission in Portugal',
          description:
            'Places in medicine are filled through the national access competition (Concurso Nacional de Acesso). Each school sets its entrance exams (provas de ingresso), which are national secondary-school exams, and cut-off grades are among the highest of any degree.',
          subjects: ['Biologia e Geologia', 'Física e Química A', 'Matemática A'],
        },
      ],
      studyFeatures: [
        {
          title: 'High-volume flashcards',
          text: 'Pathways, structures and formulas from your notes, scheduled so you never review too early or too late.',
        },
        { title: 'Passage-based questions', text: 'Practise reading and reasoning about a passage, as the MCAT asks.' },
        {
          title: 'Lecture recordings',
          text: 'Transcribe biology and chemistry lectures and study them by speaker and timestamp.',
        },
        { title: 'Progress by grade', text: 'Each quiz ends with a grade from A to F and tips on what to review.' },
      ],
      tips: [
        { title: 'Plan months, not weeks', text: 'Spread content review over your whole preparation period.' },
        {
          title: 'Mix subjects',
          text: 'Alternate biology, chemistry and physics within a week instead of one block each.',
        },
        {
          title: 'Practise reasoning',
          text: 'For CARS, read a passage daily and explain the author’s argument in your own words.',
        },
        { title: 'Do past papers', text: 'For Portugal’s exams, work through past papers and their marking criteria.' },
      ],
      faq: [
        {
          q: 'Does Mnemo include MCAT practice tests?',
          a: 'No. It makes flashcards and questions from your own material. Use official practice exams to test yourself under real conditions.',
        },
        {
          q: 'Can I study for Portugal’s exams in Portuguese?',
          a: 'Yes. The whole site and your questions can be in European Portuguese.',
        },
        {
          q: 'Does it handle diagrams?',
          a: 'Mnemo studies the text of your material. Labels inside images are not read, so add a caption or a note if a diagram matters.',
        },
        {
          q: 'How many flashcards can I make?',
          a: 'It depends on your plan’s monthly exercise allowance, from 1,000 on the free plan to 25,000 on Ultimate.',
        },
      ],
      ready: {
        title: 'Build the memory medicine demands',
        text: 'Create a free account and turn your first chapter into flashcards.',
      },
    },
    'high-school': {
      linkLabel: 'High school',
      meta: {
        title: 'High school study tool: flashcards and quizzes | Mnemo',
        description:
          'Turn class notes, textbook pages and teacher slides into flashcards and practice quizzes. Study smarter for tests in every high school subject.',
        keywords:
          'high school study, study for tests, homework help, revision flashcards, class notes quiz, secondary school',
      },
      hero: {
        eyebrow: 'High school',
        title: 'Study for tests without the all-nighter',
        subtitle:
          'No retyping needed: upload your teacher’s slides or the textbook PDF, and get flashcards and a practice quiz in about a minute.',
      },
      intro:
        'High school tests cover many subjects at once. A few minutes of self-testing each day keeps all of them fresh.',
      components: [
        {
          title: 'Class tests and end-of-term exams',
          description: 'Most tests check that you can recall facts and definitions, and apply them to new problems.',
          subjects: ['History', 'Biology', 'Chemistry', 'Physics', 'Geography', 'Literature', 'Foreign languages'],
        },
      ],
      studyFeatures: [
        {
          title: 'Flashcards for definitions',
          text: 'Vocabulary, dates and formulas, reviewed just before you would forget them.',
        },
        {
          title: 'Practice quizzes',
          text: 'Multiple choice and true/false for a quick check, open questions to practise writing.',
        },
        { title: 'Guided sessions', text: 'A 45-minute plan for homework evenings.' },
        { title: 'Share with classmates', text: 'Send a session by link to a study group.' },
      ],
      tips: [
        { title: 'Test yourself, do not re-read', text: 'Closing the book and recalling is what builds memory.' },
        { title: 'Start a week early', text: 'Three short sessions beat one long one the night before.' },
        { title: 'Sleep on it', text: 'Sleep after studying helps memory; an all-nighter does the opposite.' },
        { title: 'Ask about what you miss', text: 'Use the chat to explain a wrong answer in simpler words.' },
      ],
      faq: [
        { q: 'How old do I need to be to use Mnemo?', a: 'You must be at least 13 years old to create an account.' },
        {
          q: 'Is Mnemo free for students?',
          a: 'Yes, there is a free plan. Paid plans add more documents, exercises and chat each month.',
        },
        {
          q: 'Can I share a session with my friends?',
          a: 'Yes. Create a share link; it lasts 30 days. Friends with an account can save a copy to their own library.',
        },
        { q: 'Will it do my homework?', a: 'No. Mnemo helps you learn your material; the thinking is still yours.' },
      ],
      ready: {
        title: 'Your next test, prepared in advance',
        text: 'Create a free account and upload tonight’s homework reading.',
      },
    },
    sat: {
      linkLabel: 'SAT',
      meta: {
        title: 'SAT prep with flashcards and practice questions | Mnemo',
        description:
          'Prepare for the digital SAT: vocabulary in context, grammar rules and math formulas as flashcards, plus practice questions from your prep books.',
        keywords:
          'SAT prep, digital SAT, SAT vocabulary flashcards, SAT math formulas, SAT reading and writing, college admission test',
      },
      hero: {
        eyebrow: 'SAT',
        title: 'Steady SAT practice, a little every day',
        subtitle:
          'Upload your prep book chapters and notes; Mnemo keeps the grammar rules, word meanings and formulas in your memory until test day.',
      },
      intro:
        'The SAT rewards skills you build over time. Daily retrieval practice keeps the rules and formulas you need ready under time pressure.',
      components: [
        {
          title: 'The digital SAT',
          description:
            'Taken on a computer in about two hours and fourteen minutes, in two sections of two adaptive modules each. Each section is scored from 200 to 800, for a total between 400 and 1600.',
          subjects: [
            'Reading and Writing: information and ideas',
            'Craft and structure',
            'Expression of ideas',
            'Standard English conventions',
            'Math: algebra',
            'Advanced math',
            'Problem-solving and data analysis',
            'Geometry and trigonometry',
          ],
        },
      ],
      studyFeatures: [
        { title: 'Words in context', text: 'Vocabulary cards made from the passages you practise with.' },
        { title: 'Grammar rules', text: 'Punctuation and agreement rules as quick flashcards.' },
        { title: 'Formula recall', text: 'Know the formulas without relying on the reference sheet.' },
        { title: 'Timed sessions', text: 'Guided mode trains focus for a long test.' },
      ],
      tips: [
        { title: 'Take an official practice test first', text: 'Find your weakest areas and start there.' },
        { title: 'Study in short, regular sessions', text: 'Twenty minutes a day beats a weekend marathon.' },
        { title: 'Review every mistake', text: 'Turn each missed question into a flashcard on the rule behind it.' },
        { title: 'Practise on screen', text: 'The SAT is digital; get used to reading and calculating on a screen.' },
      ],
      faq: [
        {
          q: 'Are there official SAT questions in Mnemo?',
          a: 'No. Mnemo works on the material you bring, such as prep books and notes. Use official practice tests for full simulations.',
        },
        {
          q: 'Can Mnemo help with SAT math?',
          a: 'Yes, for recalling formulas, definitions and methods. Solving many practice problems is still essential.',
        },
        {
          q: 'How long before the SAT should I start?',
          a: 'Most students benefit from a few months of regular practice. Spaced repetition works best with time to space the reviews.',
        },
        { q: 'Is it free?', a: 'There is a free plan with a monthly allowance. Paid plans raise the limits.' },
      ],
      ready: {
        title: 'Start your SAT practice today',
        text: 'Create a free account and turn your first prep chapter into flashcards.',
      },
    },
    national: {
      linkLabel: 'National exams (Portugal)',
      meta: {
        title: 'Exames nacionais preparation with flashcards | Mnemo',
        description:
          'Prepare for Portugal’s national secondary-school exams (exames nacionais) with flashcards, practice questions and guided sessions in European Portuguese.',
        keywords:
          'exames nacionais, national exams Portugal, secundário, provas de ingresso, exam preparation, Português exam',
      },
      hero: {
        eyebrow: 'National exams',
        title: 'Ready for the exames nacionais',
        subtitle:
          'The national exams of Portuguese secondary school decide final grades and university entry. Mnemo helps you review the whole syllabus, a little every day.',
      },
      intro:
        'The exames nacionais cover two or three years of a subject. Spreading your review over the year is the surest way to arrive with everything fresh.',
      components: [
        {
          title: 'Exames nacionais do ensino secundário',
          description:
            'Taken in the 11th and 12th years and marked from 0 to 200 points. They count toward the final grade of the subject and serve as entrance exams (provas de ingresso) for higher education. There is a first and a second phase each summer.',
          subjects: [
            'Português',
            'Matemática A',
            'Biologia e Geologia',
            'Física e Química A',
            'História A',
            'Geografia A',
            'Economia A',
            'Filosofia',
          ],
        },
      ],
      studyFeatures: [
        { title: 'Questions in Portuguese', text: 'Practise in the language of the exam.' },
        { title: 'From your school material', text: 'Summaries and slides from class become flashcards and quizzes.' },
        { title: 'Open-answer practice', text: 'Write developed answers and compare them with an expected answer.' },
        {
          title: 'A study plan that repeats',
          text: 'Spaced repetition spreads the syllabus over the months before the exam.',
        },
      ],
      tips: [
        {
          title: 'Work through past exams',
          text: 'Past papers and their marking criteria show what examiners look for.',
        },
        { title: 'Review the 10th and 11th years too', text: 'Many exams cover more than the final year.' },
        { title: 'Practise developed answers', text: 'Structure and vocabulary earn marks in open questions.' },
        { title: 'Rest before the exam', text: 'Sleep and breaks help you remember what you studied.' },
      ],
      faq: [
        {
          q: 'Is the site available in European Portuguese?',
          a: 'Yes. Every page and your study questions can be in European Portuguese.',
        },
        {
          q: 'Does Mnemo include past exams?',
          a: 'No. Upload the past papers and criteria you use and Mnemo will build practice from them.',
        },
        {
          q: 'Which subjects work best?',
          a: 'Any subject with written material. Mathematics benefits most from flashcards on definitions, properties and methods.',
        },
        {
          q: 'Can I study with friends?',
          a: 'Yes. Share a session by link with your study group; the link lasts 30 days.',
        },
      ],
      ready: {
        title: 'Start preparing for the exames nacionais',
        text: 'Create a free account and upload the first chapter you need to review.',
      },
    },
  },
  educators: {
    meta: {
      title: 'Mnemo for educators: early access | Mnemo',
      description:
        'Shared sessions, assignments, student analytics and AI insights for teachers are coming to Mnemo. Join the early-access list.',
      keywords: 'AI for teachers, classroom quizzes, student analytics, assign study sessions, educator tools',
    },
    hero: {
      eyebrow: 'For educators',
      title: 'Bring active learning to your whole class',
      subtitle:
        'Mnemo is building tools for teachers, lecturers and tutors, with class sizes scaling to hundreds of students. They are coming soon: join the early-access list and help shape them.',
    },
    featuresTitle: 'What is coming',
    features: [
      { title: 'Shared sessions', text: 'Prepare a session once and share it with the whole class.' },
      { title: 'Assignments', text: 'Assign sessions with a due date and see who has started.' },
      { title: 'Student analytics', text: 'See which questions and concepts your class struggles with.' },
      { title: 'AI insights', text: 'Suggestions on what to revisit in your next lesson.' },
      { title: 'Invite students', text: 'Add students to a class with a link or by email.' },
    ],
    form: {
      title: 'Join the early-access list',
      text: 'Leave your email and we will write when educator features open. We will not use it for anything else.',
      email: 'School email',
      name: 'Name (optional)',
      role: 'Role (optional)',
      roleNone: 'Choose a role',
      roles: {
        teacher: 'School teacher',
        lecturer: 'University lecturer',
        tutor: 'Tutor',
        school_leader: 'School leader',
        other: 'Other',
      },
      submit: 'Request early access',
    },
    meeting: {
      title: 'Rather talk it through?',
      text: 'Book a short call about using Mnemo with your students.',
    },
  },
  pricing: {
    meta: {
      title: 'Pricing: free and paid plans | Mnemo',
      description:
        'Start free. Starter, Personal and Ultimate plans add more documents, generated exercises, AI chat and larger files each month.',
      keywords: 'Mnemo pricing, study app price, AI flashcards free plan, student subscription',
    },
    hero: {
      eyebrow: 'Pricing',
      title: 'Plans for every amount of studying',
      subtitle: 'Start with the free plan. Upgrade when you need more, and change or cancel at any time.',
    },
    plansTitle: 'Compare the plans',
    perMonth: '/month',
    free: 'Free',
    plans: {
      FREE: { name: 'Free', text: 'Try Mnemo on your next test.' },
      STARTER: { name: 'Starter', text: 'For a course or two each term.' },
      PERSONAL: { name: 'Personal', text: 'For full-time students.' },
      ULTIMATE: { name: 'Ultimate', text: 'For heavy exam preparation.' },
    },
    limits: {
      documents: '{{count}} documents stored',
      exercises: '{{count}} generated flashcards and questions a month',
      tokens: '{{count}} AI chat tokens a month',
      fileSize: 'Files up to {{size}} MB',
    },
    choose: 'Choose {{plan}}',
    promo: 'Special rates for the first three months are shown after you log in.',
    notesTitle: 'How billing works',
    notes: [
      'Payment is by card through our payment provider, recurring monthly or annually.',
      'An upgrade applies at once; you pay the prorated difference.',
      'A downgrade applies from the next billing cycle.',
      'If you cancel, you keep your paid plan until the end of the cycle.',
      'Exercise and chat allowances reset at each billing cycle.',
    ],
    faq: [
      {
        q: 'What counts as an exercise?',
        a: 'Each generated flashcard or question counts as one exercise. Cards and questions you write yourself do not count.',
      },
      {
        q: 'What happens when I reach a limit?',
        a: 'Nothing is lost: the new work is simply not saved, and Mnemo offers to upgrade or to free up space by deleting sessions.',
      },
      {
        q: 'Can I get a refund?',
        a: 'Payments are non-refundable except for technical or billing errors, which you can report within 14 days of the transaction.',
      },
      {
        q: 'Is there a discount for schools?',
        a: 'Educator plans are coming soon. Join the early-access list on the educators page.',
      },
    ],
  },
  blog: {
    meta: {
      title: 'Blog: study science and study tips | Mnemo',
      description:
        'Articles on how memory works and how to study with less effort: spaced repetition, retrieval practice, focus and more.',
      keywords: 'study tips, learning science, spaced repetition, retrieval practice, study blog',
    },
    title: 'The Mnemo blog',
    intro: 'How memory works, and how to use it when you study.',
    readMore: 'Read more',
    readMoreAbout: 'about {{title}}',
    related: 'Related posts',
    backToAll: 'Back to all posts',
    published: 'Published on {{date}}',
    minutes: '{{count}} min read',
    empty: 'No posts yet.',
    notFound: 'We could not find this post.',
  },
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    operatorFallback: 'the operator of this Mnemo server',
    contactFallback: 'the administrator of this server',
    contact: 'Contact: {{contact}}',
  },
  terms: {
    meta: {
      title: 'Terms and Conditions | Mnemo',
      description: 'The terms that apply when you use this Mnemo server: accounts, your content, plans and payments.',
    },
    title: 'Terms and Conditions',
    intro:
      'These terms apply to your use of this Mnemo server, operated by {{operatorName}} (“we”). By creating an account you accept them.',
    sections: [
      {
        title: 'The service',
        paragraphs: [
          'Mnemo turns the study material you provide (files, text, web pages, audio and YouTube links) into summaries, flashcards, quizzes and other study tools.',
          'Generated content is produced automatically and can contain mistakes. Check what matters against your sources.',
        ],
      },
      {
        title: 'Your account',
        paragraphs: [
          'You must be at least 13 years old to create an account. If the law of your country requires it, you need the consent of a parent or guardian.',
          'Keep your password safe. You are responsible for what is done with your account.',
        ],
      },
      {
        title: 'Your content',
        paragraphs: [
          'You own the material you upload and remain responsible for having the right to use it.',
          'Generated materials are scoped to your account and can be deleted by you at any time. If you share a session by link, anyone with the link and an account can view it until the link expires after 30 days or you revoke it.',
        ],
      },
      {
        title: 'Acceptable use',
        paragraphs: [
          'Do not upload material that is illegal or that you have no right to use, and do not try to disrupt the service or access other people’s data.',
          'We may suspend or terminate accounts that violate these terms, without refund.',
        ],
      },
      {
        title: 'Plans and payments',
        paragraphs: [
          'Paid plans (Starter, Personal and Ultimate) are billed by card through our payment provider, recurring monthly or annually, until you cancel.',
          'Maximum file sizes under these terms: 20 MB on Starter, 50 MB on Personal and 100 MB on Ultimate; the limits shown when you upload apply.',
          'An upgrade applies at once, with the prorated difference charged. A downgrade applies at the next billing cycle. If you cancel, you keep paid access until the end of the cycle, after which the account falls to the free plan.',
          'If a payment fails, we notify you and retry; you can update your payment details. Continued non-payment can lead to a downgrade or restriction, and documents above the free limits may eventually be deleted.',
          'Payments are non-refundable except for technical or billing errors. Refund requests must be made within 14 days of the transaction.',
        ],
      },
      {
        title: 'Availability and liability',
        paragraphs: [
          'We work to keep the service available but cannot promise it will be uninterrupted or error-free. To the extent the law allows, we are not liable for indirect losses or for decisions made on the basis of generated content.',
        ],
      },
      {
        title: 'Changes',
        paragraphs: [
          'We may update these terms. We will tell you about significant changes before they apply; continuing to use the service after that means you accept them.',
        ],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Privacy policy | Mnemo',
      description: 'What personal data this Mnemo server keeps, why, for how long, and how you can delete it.',
    },
    title: 'Privacy policy',
    intro: 'This policy explains how {{operatorName}}, who operates this Mnemo server, handles your personal data.',
    claim: 'Your generated materials are scoped to your account and can be deleted at any time.',
    sections: [
      {
        title: 'What we collect',
        paragraphs: [
          'Account data: your email address, your name and, if you sign in with Google, your Google account identifier.',
          'Your material and what is generated from it: files, text, links, recordings, summaries, flashcards, questions, annotations, notes and chat messages.',
          'Usage data needed to run your plan: the number of documents stored, exercises generated and chat tokens used.',
          'If you sign up for the newsletter or educator early access, or send feedback, the email address and message you give.',
        ],
      },
      {
        title: 'Why we use it',
        paragraphs: [
          'To provide the service you asked for, to enforce the limits of your plan, to keep the service secure and, with your permission, to send the newsletter. We do not sell your data.',
        ],
      },
      {
        title: 'AI processing',
        paragraphs: [
          'To generate study materials and answer chat questions, your material may be sent to the AI or transcription provider configured by the operator of this server. It is used only to produce your results.',
        ],
      },
      {
        title: 'Your control',
        paragraphs: [
          'Generated materials are scoped to your account: other users cannot see them unless you share a session by link. You can delete any session, and deleting your account removes everything you own.',
          'You can ask for a copy of your data, its correction or its deletion by writing to the contact below. You can also complain to your data protection authority.',
        ],
      },
      {
        title: 'Storage in your browser',
        paragraphs: [
          'The site stores your sign-in token, your language, your music volume and a cache of your library in your browser’s local storage, so the app loads quickly. Logging out clears the cached data. Signing in also leaves one security cookie, sent only when you sign in, so that this device can still sign in while someone else is guessing your password; it holds your account’s identifier and a random value, and lasts a year. No advertising cookies are used.',
        ],
      },
      {
        title: 'Children',
        paragraphs: [
          'The minimum age to use Mnemo is 13. We do not knowingly keep data of younger children; if you believe we do, contact us and we will delete it.',
        ],
      },
      {
        title: 'How long we keep data',
        paragraphs: [
          'Your data is kept while your account exists. Share links expire after 30 days. Newsletter and early-access addresses are kept until you ask us to remove them.',
        ],
      },
    ],
  },
  forms: {
    email: 'Email address',
    submitting: 'Sending…',
    error: 'Something went wrong. Please try again later.',
    newsletter: {
      title: 'Get study tips by email',
      text: 'One short email a month on learning science and new Mnemo features.',
      submit: 'Subscribe',
    },
    feedback: {
      title: 'How can we improve this page?',
      open: 'Send feedback',
      message: 'Your feedback',
      email: 'Email (optional, if you would like a reply)',
      submit: 'Send feedback',
      cancel: 'Cancel',
    },
  },
  signups: {
    invalid_email: 'Please enter a valid email address.',
    message_required: 'Please write a message before sending.',
    message_too_long: 'Your message is too long. Please keep it under 5,000 characters.',
    invalid_field: 'Please check the information you entered.',
    newsletter_confirmed: 'Thank you! You are on the Mnemo newsletter list.',
    early_access_confirmed: 'Thank you! We will write to you when educator features open.',
    feedback_received: 'Thank you for your feedback. We read every message.',
  },
} as const;
