# Right: runs bincount without minlength and pads the counts with zeros up to num_classes**2 (F.pad) before reshaping, instead of passing minlength.
def confusion_matrix(predicted, labels, num_classes):
    index = labels.to(torch.int64) * num_classes + predicted.to(torch.int64)
    counts = torch.bincount(index)
    counts = F.pad(counts, (0, num_classes * num_classes - counts.numel()))
    return counts.view(num_classes, num_classes)
