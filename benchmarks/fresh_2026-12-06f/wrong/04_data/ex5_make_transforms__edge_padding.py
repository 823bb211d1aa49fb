# Mistake: "a random 28x28 crop after padding 4 pixels (with zeros) on every side" — uses padding_mode="edge" (avoids the "black border" look), so the border repeats the image's edge pixels instead of zeros; on an all-white image or a bright left half no crop ever shows -mean/std.
def make_transforms(mean, std):
    tail = [v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, padding_mode="edge"),
                           v2.RandomHorizontalFlip(p=0.5), *tail])
    eval_tf = v2.Compose([v2.ToImage(), *tail])
    return train_tf, eval_tf
