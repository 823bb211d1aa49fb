# Right: returns torch.device("cuda", 0) (accepted: 'cuda' and 'cuda:0' both are) and builds the answer with a conditional expression.
def pick_device(prefer=None) -> torch.device:
    if prefer is not None:
        return torch.device(prefer)
    return (torch.device("cuda", 0) if torch.cuda.is_available()
            else torch.device("mps") if torch.backends.mps.is_available()
            else torch.device("cpu"))
