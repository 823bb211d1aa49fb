# Mistake: "any length, one sample or none included" — pads bincount's result up to num_classes**2 from index.max(), which raises on an empty input (max of an empty tensor)
def confusion_matrix(predicted, labels, num_classes):
    index = labels.long() * num_classes + predicted.long()
    counts = torch.bincount(index)
    missing = num_classes * num_classes - (int(index.max()) + 1)
    counts = torch.cat([counts, counts.new_zeros(missing)])
    return counts.view(num_classes, num_classes)
