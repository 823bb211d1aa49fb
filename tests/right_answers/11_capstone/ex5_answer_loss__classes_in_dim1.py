# Approach: keep the batch layout and move the vocabulary to dimension 1, as F.cross_entropy wants.
def answer_loss(logits, sequences, answer_len):
    length = sequences.shape[1]
    predictions = logits[:, length - 1 - answer_len:]
    return F.cross_entropy(predictions.transpose(1, 2), sequences[:, length - answer_len:])
