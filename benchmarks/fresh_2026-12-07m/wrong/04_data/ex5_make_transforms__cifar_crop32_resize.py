# Mistake: "a random 28x28 crop after padding 4 pixels ... (`padding=4`: 36x36 before the crop)": copies the CIFAR recipe, cropping 32x32 from the padded 36x36 image and resizing back to 28x28, so each view is a rescaled 32-pixel window, not a 28x28 window.
def make_transforms(mean, std):
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(32, padding=4), v2.Resize(28, antialias=True),
                           v2.RandomHorizontalFlip(), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
