# Diagnosis: ignores-answer-len
# Pitfall: the notebook's ANSWER_LEN instead of the answer_len argument.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -ANSWER_LEN:]
    targets = sequences[:, -ANSWER_LEN:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1))
