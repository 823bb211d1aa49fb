# Mistake: "return a `float32` tensor" and "a caller whose default dtype is float64 ... the result as the reference's": the manual `/ 255` on the uint8 image promotes to the default dtype, so under torch.set_default_dtype(torch.float64) both pipelines return float64 tensors
def make_transforms(mean, std):
    to_unit = v2.Lambda(lambda img: img / 255)          # uint8 0..255 -> floats in [0, 1]
    train_tf = v2.Compose([v2.ToImage(), v2.RandomCrop(28, padding=4), v2.RandomHorizontalFlip(),
                           to_unit, v2.Normalize(mean, std)])
    eval_tf = v2.Compose([v2.ToImage(), to_unit, v2.Normalize(mean, std)])
    return train_tf, eval_tf
