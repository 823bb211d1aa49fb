# Right: keeps the (B, A) layout and moves the vocabulary to dimension 1 with transpose(1, 2), as F.cross_entropy expects for extra dimensions; start index computed explicitly from the sequence length
def answer_loss(logits, sequences, answer_len):
    total_len = sequences.shape[1]            # L + 1
    start = total_len - answer_len            # first answer token
    targets = sequences[:, start:]            # (B, A)
    preds = logits[:, start - 1:total_len - 1]  # position t predicts token t + 1
    return F.cross_entropy(preds.transpose(1, 2), targets)
