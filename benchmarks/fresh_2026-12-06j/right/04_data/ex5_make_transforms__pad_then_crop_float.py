# Right: converts to float first, then pads with v2.Pad(4) (zeros), flips before cropping with v2.RandomCrop(28) (the prompt allows either order), and normalises; the obvious solution uses RandomCrop(28, padding=4) on the uint8 image.
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    train_tf = v2.Compose([*to_float, v2.Pad(4, fill=0), v2.RandomHorizontalFlip(p=0.5),
                           v2.RandomCrop(28), v2.Normalize(mean=list(mean), std=list(std))])
    eval_tf = v2.Compose([*to_float, v2.Normalize(mean=list(mean), std=list(std))])
    return train_tf, eval_tf
