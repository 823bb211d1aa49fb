# Mistake: "scaled to `[0, 1]` and then normalised ... padding 4 pixels (with zeros)" / "each training view must be a 28x28 window of the image padded with 4 zero pixels ... scaled and normalised": the shared normalising prefix runs before the crop, so the padding is a 0 added after normalisation (a pixel of value mean, not the -mean/std a zero pixel normalises to)
def make_transforms(mean, std):
    prepare = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose(prepare + [v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip()])
    eval_tf = v2.Compose(prepare)
    return train_tf, eval_tf
