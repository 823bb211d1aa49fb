# Mistake: entry [t, p] "counts the images of true class t predicted as class p": cm[labels, predicted] += 1 writes each (t, p) pair once, so repeated pairs (two images of class 1 predicted as 2) are counted once instead of twice.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    cm[labels.long(), predicted.long()] += 1
    return cm
