# Right: converts to float first, then pads with an explicit v2.Pad(4) and crops 28x28 with RandomCrop without padding (zero padding is 0.0 either way), and normalises last.
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Pad(4, fill=0),
        v2.RandomCrop(28),
        v2.RandomHorizontalFlip(),
        v2.Normalize(list(mean), list(std)),
    ])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(list(mean), list(std))])
    return train_tf, eval_tf
