# Mistake: "an int64 tensor ... whose entry `[t, p]` counts the images of **true** class `t` predicted as class `p`" — cm[labels, predicted] += 1 writes each (t, p) pair once, however often it occurs, so repeated pairs are counted as one
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    cm[labels.long(), predicted.long()] += 1
    return cm
