# Right: the padding is a separate deterministic v2.Pad(4, fill=0) followed by an unpadded v2.RandomCrop(28) (the same windows), the flip comes before the crop (a flipped window of the padded image is a window flipped), and eval_tf is a v2.Compose of deterministic transforms only.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.Pad(4, fill=0, padding_mode="constant"),
        v2.RandomHorizontalFlip(p=0.5),
        v2.RandomCrop(28),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(mean, std),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
