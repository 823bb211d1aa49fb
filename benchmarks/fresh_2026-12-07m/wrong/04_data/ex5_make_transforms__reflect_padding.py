# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side": pads by reflection, so crops that reach the border show mirrored garment pixels instead of the zero padding (no view ever shows -mean / std there).
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, padding_mode="reflect"),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
