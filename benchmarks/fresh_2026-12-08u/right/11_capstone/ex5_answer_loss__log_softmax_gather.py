# Right: log_softmax over the vocabulary and gather of the target log-probabilities, classes kept in the last dimension, then the negative mean of the selected (B, answer_len) block.
def answer_loss(logits, sequences, answer_len):
    logp = torch.log_softmax(logits[:, -answer_len:], dim=-1)
    targets = sequences[:, -answer_len:].unsqueeze(-1)
    return -logp.gather(-1, targets).squeeze(-1).mean()
