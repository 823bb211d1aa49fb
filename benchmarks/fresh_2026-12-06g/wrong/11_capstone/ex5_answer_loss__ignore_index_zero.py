# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens of `sequences`, averaged over the batch and those tokens" — keeps a template's ignore_index=0 (token 0 as padding): here 0 is the digit 0, so answer tokens equal to 0 are left out of the mean and get no gradient (still ~0 for perfect logits and log V for uniform ones, but another value whenever an answer holds a 0, and NaN when every answer token is 0)
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:, :]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1), ignore_index=0)
