# Right: explicit v2.Pad(4) with zeros followed by RandomCrop(28) is the same as RandomCrop(28, padding=4); shared deterministic head and tail lists
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    normalise = [v2.Normalize(list(mean), list(std))]
    augment = [v2.Pad(4, fill=0), v2.RandomCrop(28), v2.RandomHorizontalFlip(p=0.5)]
    return v2.Compose(to_float + augment + normalise), v2.Compose(to_float + normalise)
