# Mistake: "each training view must be a 28x28 window of the image padded with 4 zero pixels on every side, flipped left to right or not, scaled and normalised" / "return a `float32` tensor" — to halve the memory of the augmented copies, train_tf scales and normalises in float16 and casts to float32 only at the end: the dtype is right, but every training value carries float16 rounding (errors around 1e-3 after dividing by std), so no view equals a scaled, normalised window; eval_tf is exact.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomCrop(28, padding=4),
        v2.RandomHorizontalFlip(0.5),
        v2.ToDtype(torch.float16, scale=True),      # augmentation copies in half precision
        v2.Normalize(mean, std),
        v2.ToDtype(torch.float32),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
