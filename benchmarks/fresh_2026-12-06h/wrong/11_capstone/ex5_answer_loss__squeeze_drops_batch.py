# Mistake: "the value agrees with a loop over the tokens, also for a batch of one" — it moves the vocabulary to dimension 1 and squeezes away "extra" dimensions, which for B = 1 also removes the batch (and for V = 1 the vocabulary), so F.cross_entropy reads the wrong dimension as classes and raises.
def answer_loss(logits, sequences, answer_len):
    scores = logits[:, -answer_len:].transpose(1, 2).squeeze()    # (B, V, answer_len)
    targets = sequences[:, -answer_len:].squeeze()                # (B, answer_len)
    return F.cross_entropy(scores, targets)
