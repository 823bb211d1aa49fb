# Mistake: "(use the arguments, not the notebook's constants)": the answer's logits start at the notebook's PROMPT_LEN - 1 instead of length - answer_len, so any sequence length or answer_len other than the notebook's gives the loss of the wrong positions (or fails).
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, PROMPT_LEN - 1:]
    targets = sequences[:, PROMPT_LEN:]
    return F.cross_entropy(predictions.flatten(0, 1), targets.flatten())
