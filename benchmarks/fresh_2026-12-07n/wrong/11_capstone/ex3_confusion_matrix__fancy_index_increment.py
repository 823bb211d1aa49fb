# Mistake: "entry `[t, p]` counts the images of true class `t` predicted as class `p`" — increments with cm[labels, predicted] += 1, which writes each repeated (t, p) pair once instead of adding it up, so any pair that occurs twice is counted 1.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    cm[labels.long(), predicted.long()] += 1
    return cm
