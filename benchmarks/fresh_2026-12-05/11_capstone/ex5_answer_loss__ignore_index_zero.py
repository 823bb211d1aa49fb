# Mistake: ignore_index=0 "to skip padding": answer tokens that are 0 drop out of the mean.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.reshape(-1, predictions.shape[-1]), targets.reshape(-1),
                           ignore_index=0)
