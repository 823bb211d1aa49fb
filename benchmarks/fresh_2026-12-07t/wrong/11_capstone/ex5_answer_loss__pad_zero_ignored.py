# Mistake: "the mean cross-entropy ... of the predictions of the last `answer_len` tokens ..., averaged over the batch and those tokens": the prompt's targets are masked with 0 and ignore_index=0, which also drops every answer token that is the digit 0, so those predictions are neither counted nor trained.
def answer_loss(logits, sequences, answer_len):
    targets = sequences[:, 1:].clone()                    # the logits at t predict token t + 1
    targets[:, :-answer_len] = 0                          # pad the prompt out of the loss
    return F.cross_entropy(logits.transpose(1, 2), targets, ignore_index=0)
