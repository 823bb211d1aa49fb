# Right: masks every non-answer target with -100 and lets F.cross_entropy's ignore_index average over the answer tokens, with the vocabulary moved to dimension 1 (no slicing of the logits).
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()
    targets[:, : targets.shape[1] - answer_len] = -100
    return F.cross_entropy(logits.permute(0, 2, 1), targets, ignore_index=-100)
