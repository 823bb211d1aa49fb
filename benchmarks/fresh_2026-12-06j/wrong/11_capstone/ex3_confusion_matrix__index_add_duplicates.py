# Mistake: "entry `[t, p]` counts the images of **true** class `t` predicted as class `p`": the counts are added with cm[labels, predicted] += 1, an indexed assignment that does not accumulate repeated (t, p) pairs, so a pair that occurs twice counts 1 (any N with a repeated pair, e.g. N = 7 with 2 classes).
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    cm[labels.long(), predicted.long()] += 1
    return cm
