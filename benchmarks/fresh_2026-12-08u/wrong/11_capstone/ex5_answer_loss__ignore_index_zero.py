# Mistake: "the mean cross-entropy ... averaged over the batch and those tokens" — ignore_index=0 (the padding habit) drops every answer token that is the digit 0 (token 0) from the mean and from the gradient, so a batch whose answers contain 0 gets another value, and their logits get no gradient.
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), targets.reshape(-1), ignore_index=0)
