# Mistake: "for several lengths and values of `answer_len` (use the arguments, not the notebook's constants)": the slice uses the notebook's ANSWER_LEN instead of the argument, which happens to be 3 at the small scale (the visible tests' value), so any other answer_len (e.g. 1 or 5) gives the loss over the wrong tokens.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -ANSWER_LEN:]                 # the logits that predict the answer digits
    targets = sequences[:, -ANSWER_LEN:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
