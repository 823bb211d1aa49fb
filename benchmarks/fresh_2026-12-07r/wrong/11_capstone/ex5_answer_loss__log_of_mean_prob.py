# Mistake: "the mean cross-entropy ... averaged over the batch and those tokens" -- returns -log(mean probability of the true tokens) instead of the mean of -log(probability); equal only when every token has the same probability (e.g. uniform or perfect logits), different on ordinary random logits.
def answer_loss(logits, sequences, answer_len):
    probs = logits[:, -answer_len:].softmax(dim=-1)
    p_true = probs.gather(-1, sequences[:, -answer_len:].unsqueeze(-1))
    return -torch.log(p_true.mean())
