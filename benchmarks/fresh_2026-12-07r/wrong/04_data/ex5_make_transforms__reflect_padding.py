# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side" — pads with padding_mode="reflect", so the border shows mirrored pixels instead of zeros (-mean/std after normalising).
def make_transforms(mean, std):
    to_float = [v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, padding_mode="reflect"),
                           v2.RandomHorizontalFlip(p=0.5), *to_float[1:]])
    eval_tf = v2.Compose(to_float)
    return train_tf, eval_tf
