# Diagnosis: view-on-slice
# Pitfall: .view on a slice of the logits, which is not contiguous.
def answer_loss(logits, sequences, answer_len):
    predictions = logits[:, -answer_len:]
    targets = sequences[:, -answer_len:]
    return F.cross_entropy(predictions.view(-1, predictions.shape[-1]), targets.view(-1))
