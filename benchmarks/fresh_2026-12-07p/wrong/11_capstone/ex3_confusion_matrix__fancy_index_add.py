# Mistake: "whose entry `[t, p]` counts the images of **true** class `t` predicted as class `p`": the counts are added with advanced indexing, cm[labels, predicted] += 1, which does not accumulate repeated (t, p) pairs, so a pair that occurs twice or more (e.g. predicted [1, 1], labels [0, 0]) is counted once.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    cm[labels.long(), predicted.long()] += 1
    return cm
