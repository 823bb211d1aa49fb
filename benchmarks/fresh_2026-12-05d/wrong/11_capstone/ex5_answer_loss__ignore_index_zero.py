# Mistake: "averaged over the batch and those tokens" (every answer token) — passes ignore_index=0 out of the NLP habit that token 0 is padding; here 0 is the digit zero, so answer tokens equal to 0 are left out of the loss and its mean
def answer_loss(logits, sequences, answer_len):
    preds = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(preds.reshape(-1, preds.shape[-1]), targets.reshape(-1), ignore_index=0)
