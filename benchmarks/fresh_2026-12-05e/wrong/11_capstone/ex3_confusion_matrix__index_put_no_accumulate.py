# Mistake: "whose entry `[t, p]` counts the images of **true** class `t` predicted as class `p`" — index_put_ without accumulate=True writes 1 for each pair, so a (t, p) pair that occurs several times is counted once
def confusion_matrix(predicted, labels, num_classes):
    out = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    out.index_put_((labels.long(), predicted.long()), ones)
    return out
