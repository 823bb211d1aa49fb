# Mistake: "for several lengths and values of `answer_len` (use the arguments, not the notebook's constants)" — slices with the notebook's ANSWER_LEN (3 at the small scale) instead of the answer_len argument, right only when they happen to agree.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -ANSWER_LEN:]
    targets = sequences[:, -ANSWER_LEN:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
