# Mistake: "padding 4 pixels (with zeros) on every side" — pads with the mean grey (fill = mean * 255) so the border normalises to about 0; the padding is no longer zero pixels
def make_transforms(mean, std):
    grey = int(round(mean[0] * 255))
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4, fill=grey),
                           v2.RandomHorizontalFlip(p=0.5), v2.ToDtype(torch.float32, scale=True),
                           v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(torch.float32, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
