# Right: explicit start index (length - answer_len) into the logits and start + 1 into the sequences, cross_entropy with the classes moved to dimension 1 (no reshape).
def answer_loss(logits, sequences, answer_len):
    start = logits.size(1) - answer_len
    preds = logits[:, start:, :].movedim(-1, 1)
    targets = sequences[:, start + 1:]
    return F.cross_entropy(preds, targets)
