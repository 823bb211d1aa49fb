# Right: pads with an explicit v2.Pad(4) of zeros and crops with an unpadded RandomCrop(28), and builds eval_tf from separate transform objects
def make_transforms(mean, std):
    train_tf = v2.Compose([
        v2.ToImage(),
        v2.Pad(4, fill=0, padding_mode="constant"),
        v2.RandomCrop(28),
        v2.RandomHorizontalFlip(p=0.5),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(list(mean), list(std)),
    ])
    eval_tf = v2.Compose([
        v2.ToImage(),
        v2.ToDtype(torch.float32, scale=True),
        v2.Normalize(list(mean), list(std)),
    ])
    return train_tf, eval_tf
