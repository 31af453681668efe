import MFSSite

// PROVISIONAL: the development server (issue 6).
public enum DevServer {}
