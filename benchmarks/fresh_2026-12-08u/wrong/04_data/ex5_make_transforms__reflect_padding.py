# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side": the crop pads with padding_mode="reflect" (the CIFAR recipe), so no view ever shows the zero padding (-mean/std) and the shifted windows hold mirrored pixels.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, padding_mode="reflect"),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
