# Right: log_softmax over the vocabulary of the last answer_len positions (reshape-free, any layout), gather of each target token's log-probability, and the negative mean over batch and tokens: the same value and gradient as cross_entropy's mean, in the logits' dtype; positions before the answer are never touched
def answer_loss(logits, sequences, answer_len):
    log_probs = torch.log_softmax(logits[:, -answer_len:, :], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -log_probs.gather(-1, targets).mean()
