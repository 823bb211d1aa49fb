# Mistake: "return a `float32` tensor" with "a caller whose default dtype is float64": converts to torch.get_default_dtype(), so under torch.set_default_dtype(torch.float64) both pipelines return float64.
def make_transforms(mean, std):
    dtype = torch.get_default_dtype()
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(p=0.5),
                           v2.ToDtype(dtype, scale=True), v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), v2.ToDtype(dtype, scale=True), v2.Normalize(mean, std)])
    return train_tf, eval_tf
