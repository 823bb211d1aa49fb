# Right: an explicit v2.Pad(4, fill=0) then RandomCrop(28) on the float image, and the flip before the crop (the prompt allows either order).
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True)]
    train_tf = v2.Compose(to_float + [v2.RandomHorizontalFlip(p=0.5), v2.Pad(4, fill=0),
                                      v2.RandomCrop((28, 28)), v2.Normalize(mean, std)])
    eval_tf = v2.Compose(to_float + [v2.Normalize(mean, std)])
    return train_tf, eval_tf
