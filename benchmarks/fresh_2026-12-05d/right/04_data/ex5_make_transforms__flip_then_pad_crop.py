# Right: flips first, then pads with v2.Pad(4, fill=0) and takes a random 28x28 crop: a window of the zero-padded flipped image is the flipped window of the zero-padded image, so every view is still a padded window flipped or not, half of them flipped; eval_tf holds no random transform.
def make_transforms(mean, std):
    mean, std = [float(m) for m in mean], [float(s) for s in std]
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.RandomHorizontalFlip(p=0.5),
        v2.Pad(4, fill=0, padding_mode="constant"),
        v2.RandomCrop(28),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
