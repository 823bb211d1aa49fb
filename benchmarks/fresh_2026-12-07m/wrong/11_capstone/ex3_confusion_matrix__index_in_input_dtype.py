# Mistake: "compute the index in int64, or `labels * num_classes` wraps around in uint8": the flat index t * num_classes + p is computed in the labels' own dtype and only then converted, so with uint8 inputs and 20 classes (index up to 399) it wraps and the counts land in the wrong cells.
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted.to(labels.dtype)).long()
    counts = torch.bincount(index, minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
