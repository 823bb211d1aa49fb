# Mistake: "return a `float32` tensor of shape `(1, 28, 28)`" (and "a caller whose default dtype is float64 ...: the result as the reference's") — converts with ToDtype(torch.get_default_dtype(), scale=True), so a caller running with torch.set_default_dtype(torch.float64) gets float64 images from both pipelines.
def make_transforms(mean, std):
    dtype = torch.get_default_dtype()                    # follow the caller's float type
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(dtype, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(dtype, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
