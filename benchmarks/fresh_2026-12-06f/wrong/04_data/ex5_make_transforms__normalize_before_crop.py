# Mistake: "some crops show the zero padding (which normalises to `-mean / std`)" — normalises first and crops after, so the padding is added to the normalised image and shows as 0 instead of -mean/std (the pad is not scaled and normalised like the image).
def make_transforms(mean, std):
    base = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(base + [v2.RandomCrop(28, padding=4, fill=0), v2.RandomHorizontalFlip(0.5)])
    eval_tf = v2.Compose(base)
    return train_tf, eval_tf
