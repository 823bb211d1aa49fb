# Mistake: "Do it without a Python loop over the samples ... turning the inputs into Python lists is not [fine]" — counts pair by pair over tolist()
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    for t, p in zip(labels.tolist(), predicted.tolist()):
        cm[t, p] += 1
    return cm
