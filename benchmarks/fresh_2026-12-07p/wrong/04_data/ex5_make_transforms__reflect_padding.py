# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side": padding_mode="reflect" mirrors the border pixels, so a shifted view shows copies of the garment's edge instead of zeros (no view ever shows -mean/std at the border of a bright image).
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, padding_mode="reflect"),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
